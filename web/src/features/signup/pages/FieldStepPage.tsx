import { Radio, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { companyFields } from '@contract/tenant';
import { zodValidate } from '../../../lib/validation';
import { useSignupDraft } from '../components/DraftProvider';
import { OptionCard } from '../components/OptionCard';
import { StepActions } from '../components/StepActions';
import { StepHeading } from '../components/StepHeading';
import { fieldSchema, stepPaths } from '../model/steps';

/** `/signin/pickcompany`: the company's field, as cards. */
export function FieldStepPage() {
  const { t } = useTranslation(['signup', 'common']);
  const navigate = useNavigate();
  const { draft, update } = useSignupDraft();
  const form = useForm({ initialValues: { field: draft.field }, validate: zodValidate(fieldSchema) });

  const submit = form.onSubmit((values) => {
    update(values);
    void navigate(stepPaths.company);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeading title={t('field.title')} subtitle={t('field.subtitle')} />
        <Radio.Group
          name="company-field"
          label={t('field.label')}
          labelProps={{ className: 'visually-hidden-label' }}
          {...form.getInputProps('field')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {companyFields.map((f) => (
              <OptionCard key={f} value={f} title={t(`common:companyFields.${f}`)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Stack>
      <StepActions backTo={stepPaths.account} />
    </form>
  );
}
