import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, FormHelperText, IconButton, Menu, MenuItem, Paper, Stack, TextField, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { MESSAGING_LIMITS, tokenFor } from '@trueline/contract';

interface Props {
  value: string;
  onChange(html: string): void;
  /** The tokens the Tokens menu inserts ({{Campaign.Name}}…). */
  tokens: readonly string[];
  error?: string;
}

const menuZ = { zIndex: 1400 };

/**
 * The conversation email's HTML body (spec 3 §2.3): bold, italic, underline, lists, font sizes 8pt to 72pt and a Tokens
 * menu. Loaded on demand (tiptap is kept out of the main bundle).
 */
export default function EmailBodyEditor({ value, onChange, tokens, error }: Props) {
  const [tokensAt, setTokensAt] = useState<HTMLElement | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), TextStyle, FontSize],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': 'Email body', role: 'textbox', 'aria-multiline': 'true' } },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      fontSize: (e?.getAttributes('textStyle').fontSize as string | undefined) ?? '',
    }),
  });
  // A value set from outside (the default body when the email is turned on, a reset after Save) replaces the content.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const toggle = (label: string, active: boolean | undefined, run: () => void, icon: ReactNode) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} aria-pressed={Boolean(active)} color={active ? 'primary' : 'default'} onClick={run}>{icon}</IconButton>
    </Tooltip>
  );
  return (
    <Stack spacing={0.5}>
      <Paper variant="outlined" sx={{ borderColor: error ? 'error.main' : undefined }}>
        <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider' }} role="toolbar" aria-label="Formatting">
          {toggle('Bold', state?.bold, () => editor?.chain().focus().toggleBold().run(), <FormatBoldIcon fontSize="small" />)}
          {toggle('Italic', state?.italic, () => editor?.chain().focus().toggleItalic().run(), <FormatItalicIcon fontSize="small" />)}
          {toggle('Underline', state?.underline, () => editor?.chain().focus().toggleUnderline().run(), <FormatUnderlinedIcon fontSize="small" />)}
          {toggle('Bulleted list', state?.bullets, () => editor?.chain().focus().toggleBulletList().run(), <FormatListBulletedIcon fontSize="small" />)}
          <TextField select size="small" label="Font size" value={state?.fontSize ?? ''} sx={{ width: 110 }}
            onChange={(e) => (e.target.value ? editor?.chain().focus().setFontSize(e.target.value).run() : editor?.chain().focus().unsetFontSize().run())}
            slotProps={{ select: { MenuProps: { sx: menuZ } }, inputLabel: { shrink: true } }}>
            <MenuItem value=""><em>Default</em></MenuItem>
            {MESSAGING_LIMITS.fontSizesPt.map((n) => <MenuItem key={n} value={`${n}pt`}>{`${n}pt`}</MenuItem>)}
          </TextField>
          <Button size="small" startIcon={<DataObjectIcon />} onClick={(e) => setTokensAt(e.currentTarget)} aria-haspopup="menu">Tokens</Button>
          <Menu anchorEl={tokensAt} open={Boolean(tokensAt)} onClose={() => setTokensAt(null)} sx={menuZ} slotProps={{ paper: { sx: { maxHeight: 360 } } }}>
            {tokens.map((t) => (
              <MenuItem key={t} dense onClick={() => {
                editor?.chain().focus().insertContent(tokenFor(t)).run();
                setTokensAt(null);
              }}>{t}</MenuItem>
            ))}
          </Menu>
        </Stack>
        <Box sx={{ px: 1.5, minHeight: 180, '& .tiptap': { outline: 'none', minHeight: 160, py: 1 }, '& p': { my: 0.5 } }}>
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
