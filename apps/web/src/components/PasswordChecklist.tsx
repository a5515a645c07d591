import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULE_LABELS, passwordChecklist, type PasswordRule } from '@trueline/contract';

/** The six-rule live checklist of a new password (spec 1 §5). */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const rules = passwordChecklist(password, confirm);
  return (
    <List dense disablePadding aria-label="Password rules">
      {(Object.keys(PASSWORD_RULE_LABELS) as PasswordRule[]).map((rule) => (
        <ListItem key={rule} disableGutters sx={{ py: 0 }} data-met={rules[rule]}>
          <ListItemIcon sx={{ minWidth: 28 }}>
            {rules[rule] ? <CheckCircleIcon fontSize="small" color="success" /> : <RadioButtonUncheckedIcon fontSize="small" color="disabled" />}
          </ListItemIcon>
          <ListItemText primary={PASSWORD_RULE_LABELS[rule]} slotProps={{ primary: { variant: 'body2', color: rules[rule] ? 'text.primary' : 'text.secondary' } }} />
        </ListItem>
      ))}
    </List>
  );
}
