// The parent's one setting: whether we mail them a reminder 24 hours and 1 hour before each of their child's sessions.
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { serverErrorOf } from '../../../lib/apiClient';
import { useToast } from '../../../lib/toastContext';
import { useT } from '../../../lib/i18n/useLanguage';
import { parentMessages } from '../messages';
import { useChooseReminders, useParentSettings } from '../api/parentSettings';

export function ReminderSetting() {
  const settings = useParentSettings();
  const choose = useChooseReminders();
  const toast = useToast();
  const t = useT(parentMessages);
  if (!settings.data) return null;
  const on = choose.isPending && choose.variables ? choose.variables.reminders : settings.data.reminders;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={choose.isPending}
            onChange={(_, reminders) =>
              choose.mutate(
                { reminders },
                {
                  onSuccess: (now) => toast.success(t(now.reminders ? 'reminders.toast.on' : 'reminders.toast.off')),
                  onError: (error) => toast.error(t('reminders.toast.failed'), serverErrorOf(error)),
                },
              )
            }
          />
        }
        label={t('reminders.label')}
      />
      <Typography variant="body2" color="textSecondary">
        {t('reminders.help')}
      </Typography>
    </Paper>
  );
}
