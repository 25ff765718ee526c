import { useCallback, useEffect, useRef } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { VERIFICATION_CODE_TTL_MINUTES, checkEmailCodeSchema } from '@contract/tenant';
import { ltrInputProps } from '../../../components/ltr';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useNow } from '../../../lib/use-now';
import { contractFormats, zodValidate } from '../../../lib/validation';
import { useCheckCodeMutation } from '../api/check-code';
import { normalizeCode } from '../model/code';
import { useRequestCodeMutation } from '../api/request-code';
import { useSignupDraft } from '../components/DraftProvider';
import { StepActions } from '../components/StepActions';
import { StepHeading } from '../components/StepHeading';
import { isVerified, stepPaths } from '../model/steps';

const RESEND_COOLDOWN_SECONDS = 60;
const CODE_TTL_MS = VERIFICATION_CODE_TTL_MINUTES * 60_000;

/** `/signin/verification`: a code is e-mailed on arrival; resend after a cooldown; verify. */
export function VerifyStepPage() {
  const { t } = useTranslation(['signup', 'common']);
  const fmt = useFormatters();
  const navigate = useNavigate();
  const { draft, update } = useSignupDraft();
  const email = draft.email.trim().toLowerCase();
  const verified = isVerified(draft);
  const request = useRequestCodeMutation();
  const check = useCheckCodeMutation();
  const form = useForm({
    initialValues: { email, code: verified ? draft.code : '' },
    validate: zodValidate(checkEmailCodeSchema, contractFormats),
  });
  const codeProps = form.getInputProps('code');

  const sentAt = draft.codeSentTo === email ? draft.codeSentAt : 0;
  const now = useNow(sentAt > 0);
  const wait = Math.min(RESEND_COOLDOWN_SECONDS, Math.max(0, RESEND_COOLDOWN_SECONDS - Math.floor((now - sentAt) / 1000)));

  const send = useCallback(
    (manual: boolean) => {
      // Remember the send before it completes so a reload or re-render never sends twice.
      update({ codeSentTo: email, codeSentAt: Date.now() });
      request.mutate(email, {
        onSuccess: () => manual && notifySuccess(t('verify.resent', { email })),
        onError: () => update({ codeSentTo: '', codeSentAt: 0 }),
      });
    },
    [email, request, t, update],
  );

  // Entering the step sends a code, unless one for this address is still valid (a reload).
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    const stillValid = draft.codeSentTo === email && Date.now() - draft.codeSentAt < CODE_TTL_MS;
    if (!verified && !stillValid) send(false);
  }, [draft.codeSentAt, draft.codeSentTo, email, send, verified]);

  const submit = form.onSubmit((values) => {
    if (verified && values.code === draft.code) return void navigate(stepPaths.plan);
    check.mutate(values, {
      onSuccess: () => {
        update({ code: values.code.trim(), verifiedEmail: email });
        void navigate(stepPaths.plan);
      },
      onError: (err) => {
        if (isApiError(err) && (err.code === 'invalid_code' || err.code === 'validation_failed')) {
          form.setFieldError('code', t('common:errors.invalid_code'));
        }
      },
    });
  });

  const checkFailedOtherwise = check.isError && !(isApiError(check.error) && check.error.code === 'invalid_code');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeading title={t('verify.title')} />
        <Text aria-live="polite">
          {request.isPending
            ? t('verify.sending', { email })
            : t('verify.sentTo', { email, minutes: fmt.number(VERIFICATION_CODE_TTL_MINUTES) })}
        </Text>
        {/* The server answers alike for registered and new addresses (no enumeration), so say both. */}
        <Text size="sm" c="dimmed">
          {t('verify.registeredHint')}{' '}
          <Anchor component={Link} to="/login" size="sm">
            {t('verify.logInInstead')}
          </Anchor>
        </Text>
        {verified && (
          <Badge color="brand" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
            {t('verify.verified')}
          </Badge>
        )}
        {(request.isError || checkFailedOtherwise) && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap={4}>
              <span>{errorMessage(request.error ?? check.error)}</span>
              <Anchor component={Link} to={stepPaths.account} size="sm">
                {t('verify.changeEmail')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <TextInput
          {...ltrInputProps}
          label={t('verify.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          data-autofocus
          styles={{ input: { letterSpacing: '0.4em', fontSize: 'var(--mantine-font-size-lg)' } }}
          {...codeProps}
          // Digits only, at most six (model/code.ts). No maxLength: the browser would cut a
          // pasted " 123456" to " 12345" before the change handler could trim it.
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue('code', normalizeCode(e.currentTarget.value))}
        />
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={wait > 0 || request.isPending}
            onClick={() => send(true)}
          >
            {wait > 0 ? t('verify.resendIn', { time: fmt.clock(wait) }) : t('verify.resend')}
          </Button>
        </Group>
      </Stack>
      <StepActions backTo={stepPaths.company} submitLabel={t('verify.submit')} loading={check.isPending} />
    </form>
  );
}
