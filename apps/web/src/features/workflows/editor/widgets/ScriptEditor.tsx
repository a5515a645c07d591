import { Box, TextField, Typography } from '@mui/material';
import type { WidgetProps } from './widget-props';

const API_HELP = [
  'log.info(text), log.error(text)', 'data.get(key), data.set(key, value)', 'recordSet.get(name, key)', 'goTo(outputNumberOrLabel)',
  'parseTimestamp(text)', 'interaction.id, timestamp, channelType, to, from, city, state, zip, timezone',
];

/** The Script node's code, in a monospace area, with the script API at hand (spec 3 §3). */
export function ScriptEditor({ field, value, issues, onChange }: WidgetProps) {
  const error = issues[0]?.message;
  return (
    <Box>
      <TextField
        label={field.label}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        multiline
        minRows={14}
        error={Boolean(error)}
        helperText={error ?? field.helperText}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: '"JetBrains Mono", "Fira Code", Menlo, Consolas, monospace', fontSize: 13, lineHeight: 1.5 } } }}
        onKeyDown={(e) => {
          // Tab indents instead of leaving the code.
          if (e.key !== 'Tab' || e.shiftKey) return;
          e.preventDefault();
          const el = e.target as HTMLTextAreaElement;
          const [s, end] = [el.selectionStart, el.selectionEnd];
          const text = el.value;
          onChange(`${text.slice(0, s)}  ${text.slice(end)}`);
          requestAnimationFrame(() => el.setSelectionRange(s + 2, s + 2));
        }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {API_HELP.join(' · ')}
      </Typography>
    </Box>
  );
}
