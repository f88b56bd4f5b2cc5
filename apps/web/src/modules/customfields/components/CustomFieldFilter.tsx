import { Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeCustomFieldDefinitions } from '../customfields.api';

type Props = {
  /** `<key>:<value>`, or undefined for no filter. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

const split = (value: string | undefined) => {
  const at = value?.indexOf(':') ?? -1;
  return value && at > 0 ? { key: value.slice(0, at), text: value.slice(at + 1) } : { key: null, text: '' };
};

/** The employee list's filter by one custom field the reader may read: the field, then its value (a choice, or typed). */
export function CustomFieldFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  const fields = useEmployeeCustomFieldDefinitions();
  const current = split(value);
  const [key, setKey] = useState<string | null>(current.key);
  const [text, setText] = useState(current.text);
  useEffect(() => {
    const next = split(value);
    setKey(next.key);
    setText(next.text);
  }, [value]);
  const list = fields.data ?? [];
  if (list.length === 0) return null;
  const field = list.find((f) => f.key === key);
  const apply = (nextKey: string | null, nextText: string) =>
    onChange(nextKey && nextText.trim() ? `${nextKey}:${nextText.trim()}` : undefined);

  return (
    <>
      <Select
        label={t('employees.list.customField')}
        placeholder={t('employees.list.any')}
        data={list.map((f) => ({ value: f.key, label: f.label }))}
        value={key}
        onChange={(next) => {
          setKey(next);
          setText('');
          apply(next, '');
        }}
        clearable
      />
      {field?.type === 'SELECT' ? (
        <Select
          label={t('employees.list.customFieldValue', { field: field.label })}
          placeholder={t('employees.list.any')}
          data={field.options}
          value={text || null}
          onChange={(next) => {
            setText(next ?? '');
            apply(key, next ?? '');
          }}
          clearable
        />
      ) : (
        field && (
          <TextInput
            label={t('employees.list.customFieldValue', { field: field.label })}
            type={field.type === 'DATE' ? 'date' : 'text'}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={() => apply(key, text)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply(key, text);
            }}
          />
        )
      )}
    </>
  );
}
