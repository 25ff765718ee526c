import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { errorMessage, serverFieldMessage } from '../../../lib/errors';
import { stepOfApiField, stepPaths } from '../model/steps';

type FieldKey = keyof typeof stepOfApiField;

/** Problems named by the reply: validation details, or a code that points at one field. */
function problemsOf(err: unknown): { field: string; message: string }[] {
  if (!isApiError(err)) return [];
  const fields = Object.entries(err.fieldErrors).map(([field, msg]) => ({ field, message: serverFieldMessage(msg) }));
  if (fields.length > 0) return fields;
  if (err.code === 'email_taken') return [{ field: 'email', message: errorMessage(err) }];
  if (err.code === 'invalid_code') return [{ field: 'code', message: errorMessage(err) }];
  return [];
}

/** Spec §8: the exact sign-up failure text, then which field (if the server said) and where to fix it. */
export function SignupFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('signup');
  const problems = problemsOf(error);
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="signup-error">
      <Stack gap="xs">
        <Text fw={600}>{t('failed')}</Text>
        {problems.length > 0 ? (
          <List size="sm" spacing={4}>
            {problems.map(({ field, message }) => {
              const step = field in stepOfApiField ? stepOfApiField[field as FieldKey] : undefined;
              const label = field in stepOfApiField ? t(`fields.${field as FieldKey}`) : field;
              return (
                <List.Item key={field}>
                  {t('fieldProblem', { field: label, message })}{' '}
                  {step && (
                    <Anchor component={Link} to={stepPaths[step]} size="sm">
                      {t('fixStep')}
                    </Anchor>
                  )}
                </List.Item>
              );
            })}
          </List>
        ) : !isApiError(error) || error.code === 'validation_failed' ? null : (
          <Text size="sm">{errorMessage(error)}</Text>
        )}
      </Stack>
    </Alert>
  );
}
