import { todayIso } from '@hrms/shared';
import { Button, Card, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useExpenseCategories, useFileClaim } from '../expenses.api';

/** The claim form, phone first: the receipt input opens the camera on a phone (a photo) or takes a PDF. */
export function ClaimForm() {
  const { t } = useTranslation();
  const categories = useExpenseCategories();
  const file = useFileClaim();
  const [category, setCategory] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayIso());
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const receipt = useRef<HTMLInputElement>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    form.append('category', category ?? '');
    form.append('amount', amount.trim());
    form.append('date', date);
    form.append('description', description);
    const picked = receipt.current?.files?.[0];
    if (picked) form.append('receipt', picked, picked.name);
    file.mutate(form, {
      onSuccess: () => {
        notifySuccess(t('messages.expenses.filed'));
        setAmount('');
        setDescription('');
        setErrors({});
        if (receipt.current) receipt.current.value = '';
      },
      onError: (e) => {
        const body = e instanceof ApiError ? (e.body as { errors?: Record<string, string> } | null) : null;
        setErrors(body?.errors && Object.keys(body.errors).length ? body.errors : { description: errorMessage(e) });
      },
    });
  };

  const limitOf = categories.data?.find((c) => c.code === category);
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} data-testid="claim-form">
      <Title order={3} size="h4" mb="sm">
        {t('expenses.newClaim')}
      </Title>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('expenses.category')}
            data={(categories.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            value={category}
            onChange={setCategory}
            error={errors.category}
            required
            data-testid="claim-category"
          />
          <TextInput
            label={t('expenses.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={errors.amount}
            required
            data-testid="claim-amount"
          />
          <TextInput
            type="date"
            label={t('expenses.date')}
            value={date}
            max={todayIso()}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
            required
            data-testid="claim-date"
          />
        </SimpleGrid>
        {limitOf ? (
          <Text size="xs" c="dimmed">
            {t('expenses.monthlyLimit')}:{' '}
            {limitOf.monthlyLimit ? `₹${limitOf.monthlyLimit.toLocaleString('en-IN')}` : t('expenses.limitNone')}
          </Text>
        ) : null}
        <Textarea
          label={t('expenses.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          required
          autosize
          minRows={2}
          data-testid="claim-description"
        />
        <div>
          <Text component="label" htmlFor="claim-receipt" size="sm" fw={500}>
            {t('expenses.receipt')}
          </Text>
          <input
            id="claim-receipt"
            ref={receipt}
            type="file"
            accept="image/*,application/pdf"
            capture="environment"
            data-testid="claim-receipt"
            style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
          />
          <Text size="xs" c={errors.receipt ? 'red' : 'dimmed'}>
            {errors.receipt ?? t('expenses.receiptHint')}
          </Text>
        </div>
        <Button type="submit" loading={file.isPending} style={{ alignSelf: 'flex-start' }} data-testid="claim-submit">
          {t('expenses.send')}
        </Button>
      </Stack>
    </Card>
  );
}
