import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMapPin, IconNavigation, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mailLink, phoneLinks, placeLinks } from '../lib/contact-links';
import { useTenantQuery } from '../lib/tenant';

interface ContactActionsProps {
  /** Whose contact it is: names the buttons for screen readers, and the place on the map. */
  name: string;
  phone?: string;
  email?: string;
  latitude?: number | null;
  longitude?: number | null;
  /** The contact's country, to read a number written without its country code (else the company's). */
  country?: string;
}

/**
 * One tap to act on a contact from the field: call, WhatsApp, e-mail, directions and the phone's
 * maps app. Only the actions the contact allows show (no number, no call); nothing shows when none does.
 */
export function ContactActions({ name, phone = '', email = '', latitude = null, longitude = null, country }: ContactActionsProps) {
  const { t } = useTranslation('common');
  const tenant = useTenantQuery();
  const phoneTo = phoneLinks(phone, country ?? tenant.data?.country);
  const mailTo = mailLink(email);
  const place = placeLinks(latitude, longitude, name);
  if (!phoneTo && !mailTo && !place) return null;
  const outside = { target: '_blank', rel: 'noopener noreferrer' };
  const button = { component: 'a', variant: 'light', size: 'sm', radius: 'md' } as const;
  return (
    <Group gap="xs" data-testid="contact-actions" role="group" aria-label={t('contact.actionsFor', { name })}>
      {phoneTo && (
        <>
          <Button {...button} href={phoneTo.call} leftSection={<IconPhone size={16} aria-hidden />} data-testid="contact-call">
            {t('contact.call')}
          </Button>
          <Button
            {...button}
            {...outside}
            href={phoneTo.whatsapp}
            leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            data-testid="contact-whatsapp"
          >
            {t('contact.whatsapp')}
          </Button>
        </>
      )}
      {mailTo && (
        <Button {...button} href={mailTo} leftSection={<IconMail size={16} aria-hidden />} data-testid="contact-email">
          {t('contact.email')}
        </Button>
      )}
      {place && (
        <>
          <Button
            {...button}
            {...outside}
            href={place.directions}
            leftSection={<IconNavigation size={16} aria-hidden />}
            data-testid="contact-directions"
          >
            {t('contact.directions')}
          </Button>
          <Button
            {...button}
            variant="subtle"
            href={place.geo}
            leftSection={<IconMapPin size={16} aria-hidden />}
            data-testid="contact-map-app"
          >
            {t('contact.mapApp')}
          </Button>
        </>
      )}
    </Group>
  );
}
