import { Alert, Anchor, List } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDuplicates } from '../api/clients';
import { clientPath } from './client-path';

/** Warns while typing, before saving, when the company already has this phone, e-mail or CR. */
export function DuplicateNotice({ phone, email, cr, exclude }: { phone: string; email: string; cr: string; exclude?: string }) {
  const { t } = useTranslation('clients');
  const [probe] = useDebouncedValue({ phone: phone.trim(), email: email.trim(), cr_number: cr.trim(), ...(exclude && { exclude }) }, 400);
  const found = useDuplicates(probe).data ?? [];
  if (found.length === 0) return null;
  const fields = (on: ('phone' | 'email' | 'cr_number')[]) => on.map((f) => t(`duplicate.fields.${f}`)).join(t('duplicate.and'));
  return (
    <Alert color="orange" icon={<IconCopy aria-hidden />} title={t('duplicate.title')} role="status" data-testid="duplicate-notice">
      <List size="sm" spacing={4}>
        {found.map((d) => (
          <List.Item key={d.id}>
            {d.visible ? (
              <>
                {t('duplicate.visible', { name: d.contact_name, company: d.company_name, fields: fields(d.matched_on) })}{' '}
                <Anchor component={Link} to={clientPath(d.id)} size="sm" target="_blank">
                  {t('duplicate.open')}
                </Anchor>
              </>
            ) : (
              t('duplicate.hidden', { fields: fields(d.matched_on) })
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
