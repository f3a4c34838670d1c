// On a child's section of the parent dashboard: the child asked that another parent or guardian give consent in this
// parent's place. The new address is shown in full, so the parent can tell whose it is before agreeing. Nothing is sent
// to it until this parent agrees; once they consent, the child leaves this dashboard. After "Agree to the change", focus
// moves to the notice that says what happened.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import type { ParentChild } from '@margdarshak/contracts/api/family';
import { serverErrorOf } from '../../../lib/apiClient';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { OwnWords } from '../../../components/shared/OwnWords';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { parentMessages } from '../messages';
import { useConfirmParentChange } from '../api/confirmParentChange';
import { firstNameOf } from './ChildDataActions';

export function ParentChangeNotice({ child }: { child: ParentChild }) {
  const confirm = useConfirmParentChange();
  const toast = useToast();
  const [agreed, setAgreed] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const t = useT(parentMessages);
  const language = useLanguage();
  const change = child.parentChange;
  const confirmed = change?.confirmed === true;
  useEffect(() => {
    if (agreed && confirmed) outcome.current?.focus();
  }, [agreed, confirmed]);
  if (!change) return null;
  const name = firstNameOf(child.name);
  if (change.confirmed) {
    return (
      <Alert ref={outcome} tabIndex={-1} severity="info" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        <OwnWords text={t('change.done', { email: change.parentEmail, name })} words={[change.parentEmail, name]} />
      </Alert>
    );
  }
  const agree = () =>
    confirm.mutate(
      { childId: child.id, requestedAt: change.requestedAt },
      {
        onSuccess: (answer) => {
          setAgreed(true);
          toast.success(t('change.toast.agreed'), answer.message);
        },
        onError: (error) => toast.error(t('change.toast.failed'), serverErrorOf(error)),
      },
    );
  return (
    <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <AlertTitle>
        <OwnWords text={t('change.title', { name })} words={[name]} />
      </AlertTitle>
      <OwnWords text={t('change.textBefore', { date: formatDate(change.requestedAt, language), name })} words={[name]} />{' '}
      <strong {...ownWordsLang(change.parentEmail, language)}>{change.parentEmail}</strong> <OwnWords text={t('change.textAfter', { name })} words={[name]} />
      <Button variant="outlined" color="inherit" size="small" sx={{ display: 'flex', mt: 1.5 }} disabled={confirm.isPending} onClick={agree}>
        {t('change.agree')}
      </Button>
    </Alert>
  );
}
