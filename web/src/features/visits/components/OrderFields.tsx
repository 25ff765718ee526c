import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { orderAnswers } from '@contract/visits';
import { ltrInputProps } from '../../../components/ltr';

/** "Did they order?" No/Yes, and the order's value when Yes. */
export function OrderFields({
  order,
  onOrder,
  valueProps,
}: {
  order: (typeof orderAnswers)[number];
  onOrder: (o: (typeof orderAnswers)[number]) => void;
  valueProps: GetInputPropsReturnType;
}) {
  const { t } = useTranslation('visits');
  const labelId = useId();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {t('complete.order')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          data={orderAnswers.map((o) => ({ value: o, label: t(`orders.${o}`) }))}
          value={order}
          onChange={(v) => onOrder(v === 'Yes' ? 'Yes' : 'No')}
        />
      </Stack>
      {order === 'Yes' && (
        <NumberInput
          label={t('complete.orderValue')}
          required
          min={0}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          {...ltrInputProps}
          {...valueProps}
        />
      )}
    </SimpleGrid>
  );
}
