/** Spread on Mantine inputs holding LTR data (emails, phones, VAT numbers, codes). */
export const ltrInputProps = { classNames: { input: 'ltr-input' } } as const;
