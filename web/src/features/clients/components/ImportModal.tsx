import { useState } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DuplicateMode, ImportPreview, ImportResult } from '@contract/client-transfer';
import type { ClientKind } from '@contract/clients';
import { FormModal } from '../../../components/FormModal';
import { previewImport, useImportClients } from '../api/transfer';
import { ImportChooser } from './ImportChooser';
import { ImportDone } from './ImportDone';
import { ImportPreviewView } from './ImportPreviewView';
import { ImportProblemFile } from './ImportProblemFile';
import { useImportMessages } from './import-messages';

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'checking'; file: File; progress: number }
  | { name: 'preview'; file: File; preview: ImportPreview }
  | { name: 'importing'; file: File; rows: number; progress: number }
  | { name: 'done'; file: File; result: ImportResult; fileDuplicates: number };

/**
 * Import in three steps: choose a file; see what the server found in it (problems and
 * duplicates, nothing saved yet) and decide about duplicates; import it in one transaction.
 * The file is sent again for the import: the server keeps nothing between the two steps.
 */
export function ImportModal({ opened, onClose, kind }: { opened: boolean; onClose: () => void; kind: ClientKind }) {
  const { t } = useTranslation('clients');
  return (
    <FormModal opened={opened} onClose={onClose} title={t(kind === 'lead' ? 'import.titleLead' : 'import.titleClient')} size="xl">
      <ImportFlow kind={kind} onClose={onClose} />
    </FormModal>
  );
}

function ImportFlow({ kind, onClose }: { kind: ClientKind; onClose: () => void }) {
  const { t } = useTranslation('clients');
  const { fileErrorText } = useImportMessages();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const runImport = useImportClients();

  const check = async (file: File) => {
    setStep({ name: 'checking', file, progress: 0 });
    try {
      const preview = await previewImport(file, kind, (progress) => setStep({ name: 'checking', file, progress }));
      setStep({ name: 'preview', file, preview });
    } catch (err) {
      setStep({ name: 'choose', error: fileErrorText(err) });
    }
  };

  const commit = (file: File, preview: ImportPreview, mode: DuplicateMode) => {
    const rows = preview.new_rows + (mode === 'update' ? preview.company_duplicates : 0);
    setStep({ name: 'importing', file, rows, progress: 0 });
    runImport.mutate(
      { file, kind, mode, onProgress: (progress) => setStep({ name: 'importing', file, rows, progress }) },
      {
        onSuccess: (result) => setStep({ name: 'done', file, result, fileDuplicates: preview.file_duplicates }),
        onError: (err) => setStep({ name: 'choose', error: fileErrorText(err) }),
      },
    );
  };

  switch (step.name) {
    case 'choose':
      return <ImportChooser onFile={(f) => void check(f)} error={step.error} />;
    case 'checking':
      return <Sending label={t('import.checking', { name: step.file.name })} name={step.file.name} progress={step.progress} />;
    case 'preview':
      return (
        <ImportPreviewView
          file={step.file}
          kind={kind}
          preview={step.preview}
          onBack={() => setStep({ name: 'choose' })}
          onImport={(mode) => commit(step.file, step.preview, mode)}
        />
      );
    case 'importing':
      return <Sending label={t('import.importing', { n: step.rows })} name={step.file.name} progress={step.progress} />;
    case 'done':
      return (
        <ImportDone result={step.result} onClose={onClose}>
          {/* The rows left out whatever was done with the company's duplicates: the same upload finds them again. */}
          {step.result.skipped_invalid + step.fileDuplicates > 0 && (
            <ImportProblemFile file={step.file} kind={kind} rows="left_out" label="import.doneProblems" />
          )}
        </ImportDone>
      );
  }
}

/** The upload's real progress, then the server's turn (no figure to show: an animated bar). */
function Sending({ label, name, progress }: { label: string; name: string; progress: number }) {
  const { t } = useTranslation('clients');
  const sent = progress >= 1;
  return (
    <Stack gap="sm" py="md" aria-live="polite" aria-busy="true" data-testid="import-progress">
      <Text fw={600}>{label}</Text>
      <Progress value={sent ? 100 : progress * 100} animated striped={sent} aria-label={label} />
      <Text size="sm" c="dimmed">
        {sent ? t('import.reading') : t('import.uploading', { name, percent: Math.round(progress * 100) })}
      </Text>
    </Stack>
  );
}
