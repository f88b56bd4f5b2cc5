import { DOCUMENT_MESSAGES } from '@hrms/shared';
import { Anchor, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../../lib/api-client';
import { errorMessage, notifyError } from '../../../lib/notify';

/** A document link: the file is fetched with the session and saved (documents are never opened by a bare link). */
export function DocumentDownloadLink({ url, fileName, size = 'sm' }: { url: string; fileName: string; size?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await apiDownload(url, fileName);
    } catch (error) {
      notifyError(errorMessage(error, DOCUMENT_MESSAGES.downloadFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Anchor
      component="button"
      type="button"
      size={size}
      onClick={download}
      disabled={busy}
      aria-label={t('onboardingDocuments.download', { fileName })}
      style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
    >
      {fileName}
      {busy && <Loader size={12} ml={6} display="inline-block" />}
    </Anchor>
  );
}
