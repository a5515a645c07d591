import { Box, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULE_LABELS, passwordChecklist, type PasswordRule } from '@trueline/contract';
import { visuallyHiddenSx } from './visually-hidden';

const RULES = Object.keys(PASSWORD_RULE_LABELS) as PasswordRule[];

/**
 * The six-rule live checklist of a new password (spec 1 §5). Met and unmet rules differ in words too, not only
 * in icon and colour, and a polite live region tells screen-reader users how many rules are met as they type.
 */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const rules = passwordChecklist(password, confirm);
  const met = RULES.filter((rule) => rules[rule]).length;
  return (
    <>
      <List dense disablePadding aria-label="Password rules">
        {RULES.map((rule) => (
          <ListItem key={rule} disableGutters sx={{ py: 0 }} data-met={rules[rule]}>
            <ListItemIcon sx={{ minWidth: 28 }} aria-hidden>
              {rules[rule] ? <CheckCircleIcon fontSize="small" color="success" /> : <RadioButtonUncheckedIcon fontSize="small" color="disabled" />}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {PASSWORD_RULE_LABELS[rule]}
                  <Box component="span" sx={visuallyHiddenSx}>{rules[rule] ? ': met' : ': not met'}</Box>
                </>
              }
              slotProps={{ primary: { variant: 'body2', color: rules[rule] ? 'text.primary' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {`${met} of ${RULES.length} password rules met`}
      </Box>
    </>
  );
}
