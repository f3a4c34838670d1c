// The 30 dates as pages that fit the screen (five on a phone, ten on a laptop), with Earlier and Later arrows. The
// arrows stay focusable at the ends (aria-disabled) so keyboard focus is never dropped.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { dateRefusalMessages, type DateRefusal } from '@margdarshak/contracts/schedule/slots';
import { datesPerPage, openingAnchor, pageAround } from './datePager';
import { useApiMessages } from '../../../lib/i18n/apiMessages';
import type { Language } from '../../../lib/i18n/language';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { bookingMessages } from '../messages';

const dayLabel = (date: string, language: Language) => {
  const day = new Date(`${date}T00:00:00Z`);
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const part = (options: Intl.DateTimeFormatOptions) => day.toLocaleDateString(locale, { ...options, timeZone: 'UTC', numberingSystem: 'latn' });
  // Hindi months whole ('दिसंबर'): the short forms with '॰' are a calendar's, not what families read.
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: language === 'hi' ? 'long' : 'short' }) };
};

const shortDay = (date: string, language: Language) => {
  const { day, month } = dayLabel(date, language);
  return `${day} ${month}`;
};

function usePerPage(): number {
  const theme = useTheme();
  const md = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const sm = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  return datesPerPage(md ? 'md' : sm ? 'sm' : 'xs');
}

interface Props {
  dates: { date: string; refusal?: DateRefusal }[];
  chosen: string | null;
  onChoose(date: string): void;
}

export function DatePages({ dates, chosen, onChoose }: Props) {
  const perPage = usePerPage();
  const t = useT(bookingMessages);
  const language = useLanguage();
  const say = useApiMessages();
  const [anchor, setAnchor] = useState(() => openingAnchor(dates, chosen));
  const current = pageAround(dates, anchor, perPage);
  const first = current.items[0];
  const last = current.items.at(-1);
  const arrow = (direction: 'earlier' | 'later') => {
    const enabled = direction === 'earlier' ? current.hasPrevious : current.hasNext;
    return (
      <IconButton
        aria-label={direction === 'earlier' ? t('picker.earlier') : t('picker.later')}
        aria-disabled={!enabled}
        onClick={() => enabled && setAnchor(direction === 'earlier' ? current.start - perPage : current.start + perPage)}
        sx={enabled ? {} : { opacity: 0.38, cursor: 'default' }}
      >
        {direction === 'earlier' ? <ChevronLeft /> : <ChevronRight />}
      </IconButton>
    );
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        {arrow('earlier')}
        <Typography variant="body2" aria-live="polite" sx={{ textAlign: 'center' }}>
          {first && last ? `${shortDay(first.date, language)} – ${shortDay(last.date, language)}` : ''}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('picker.page', { page: current.page + 1, pages: current.pages })}
          </Box>
        </Typography>
        {arrow('later')}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))`, gap: 1 }}>
        {current.items.map(({ date: d, refusal }) => {
          const label = dayLabel(d, language);
          const isChosen = d === chosen;
          return (
            <Button
              key={d}
              variant={isChosen ? 'contained' : 'outlined'}
              disabled={Boolean(refusal)}
              aria-pressed={isChosen}
              aria-label={`${label.weekday} ${label.day} ${label.month}${refusal ? ` (${say(dateRefusalMessages[refusal])})` : ''}`}
              title={refusal ? say(dateRefusalMessages[refusal]) : undefined}
              onClick={() => onChoose(d)}
              sx={{ flexDirection: 'column', minWidth: 0, px: 0.5, py: 1, lineHeight: 1.2 }}
            >
              <Typography variant="caption" component="span">
                {label.weekday}
              </Typography>
              <Typography variant="h6" component="span">
                {label.day}
              </Typography>
              <Typography variant="caption" component="span">
                {label.month}
              </Typography>
            </Button>
          );
        })}
      </Box>
    </Stack>
  );
}
