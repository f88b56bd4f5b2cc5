import type { Asset } from '@hrms/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useSaveAsset } from '../assets.api';

type Fields = { tag: string; name: string; category: string; serialNumber: string };
const EMPTY: Fields = { tag: '', name: '', category: '', serialNumber: '' };

/** Add or edit one asset of the register (admin); the server's field messages show under each field. */
export function AssetFormDialog({ asset, onClose }: { asset: Asset | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAsset();
  useEffect(() => {
    setErrors({});
    setFields(
      asset && asset !== 'new'
        ? { tag: asset.tag, name: asset.name, category: asset.category, serialNumber: asset.serialNumber }
        : EMPTY,
    );
  }, [asset]);
  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [key]: e.currentTarget.value });
  const submit = () =>
    save.mutate(
      { tag: fields.tag.trim(), body: { name: fields.name, category: fields.category, serialNumber: fields.serialNumber } },
      {
        onSuccess: () => {
          notifySuccess(t('messages.assets.saved'));
          onClose();
        },
        onError: (e) => {
          const body = e instanceof ApiError ? (e.body as { errors?: Record<string, string> } | null) : null;
          setErrors(body?.errors && Object.keys(body.errors).length ? body.errors : { tag: errorMessage(e) });
        },
      },
    );
  return (
    <Modal opened={asset !== null} onClose={onClose} title={asset === 'new' ? t('assets.add') : t('assets.edit')}>
      <Stack>
        <TextInput
          label={t('assets.tag')}
          value={fields.tag}
          onChange={set('tag')}
          disabled={asset !== 'new'}
          error={errors.tag}
          required
          data-testid="asset-tag"
        />
        <TextInput
          label={t('assets.name')}
          value={fields.name}
          onChange={set('name')}
          error={errors.name}
          required
          data-testid="asset-name"
        />
        <TextInput
          label={t('assets.category')}
          value={fields.category}
          onChange={set('category')}
          error={errors.category}
          required
          data-testid="asset-category"
        />
        <TextInput
          label={t('assets.serialNumber')}
          value={fields.serialNumber}
          onChange={set('serialNumber')}
          error={errors.serialNumber}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('assets.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="asset-save">
            {t('assets.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
