import type { RegionImportResult } from '@blade-console/blade-client';
import {
  Alert,
  Button,
  type DialogOpenProps,
  downloadBlob,
  FormDialog,
  FormField,
  message,
  RadioGroup,
} from '@blade-console/ui';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../session/client';
import { Fields, FileName, HiddenInput, Picker, ServerMessage } from './RegionDialogs.styles';
import { checkImportFile, IMPORT_ACCEPT } from './regionExcel';

export interface RegionImportDialogProps extends DialogOpenProps {
  /** After a successful import (refresh the table). */
  onImported: (result: RegionImportResult) => void;
}

/**
 * Saber's 导入 dialog: overwrite or skip existing codes, the .xlsx to upload, and the template.
 * The server imports every row or none; its message (one line per wrong row) is shown here.
 */
export function RegionImportDialog({ onImported, ...dialog }: RegionImportDialogProps) {
  const { t } = useTranslation('console');
  const input = useRef<HTMLInputElement>(null);
  const fileLabelId = useId();
  const [covered, setCovered] = useState<0 | 1>(0);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  // Each opening starts clean.
  useEffect(() => {
    if (!dialog.open) return;
    setCovered(0);
    setFile(null);
    setProblem(null);
    setFailure(null);
  }, [dialog.open]);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    setFailure(null);
    const check = checkImportFile(picked);
    if (check) {
      setFile(null);
      setProblem(t(`region.importDialog.${check}`, { name: picked.name }));
      return;
    }
    setProblem(null);
    setFile(picked);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files[0]);
  };

  async function submit() {
    if (!file) {
      setProblem(t('region.importDialog.noFile'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await client.system.region.importRegion(file, covered === 1, file.name);
      message.success(t('region.importDialog.done', { ...result }));
      onImported(result);
      dialog.onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function downloadTemplate() {
    try {
      const { blob, filename } = await client.system.region.exportTemplate();
      downloadBlob(blob, filename ?? t('region.importDialog.templateFileName'));
    } catch {
      // The SDK's error toast has said why.
    }
  }

  return (
    <FormDialog
      {...dialog}
      title={t('region.importDialog.title')}
      width={600}
      cancel={t('region.importDialog.cancel')}
      confirm={t('region.importDialog.submit')}
      loading={busy}
      disabled={!file}
      onConfirm={() => void submit()}
    >
      <Fields>
        <FormField
          label={t('region.importDialog.covered')}
          layout="horizontal"
          labelWidth="90px"
          message={t('region.importDialog.coverHint')}
        >
          {(control) => (
            <RadioGroup<0 | 1>
              aria-label={t('region.importDialog.covered')}
              aria-describedby={control['aria-describedby']}
              options={[
                { label: t('region.importDialog.coverNo'), value: 0 },
                { label: t('region.importDialog.coverYes'), value: 1 },
              ]}
              value={covered}
              onChange={setCovered}
            />
          )}
        </FormField>
        <FormField
          label={<span id={fileLabelId}>{t('region.importDialog.file')}</span>}
          layout="horizontal"
          labelWidth="90px"
          error={problem ?? undefined}
          message={t('region.importDialog.fileHint')}
        >
          {(control) => (
            <Picker
              data-over={over ? '' : undefined}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(true);
              }}
              onDragLeave={() => setOver(false)}
              onDrop={onDrop}
            >
              <Button
                id={control.id}
                aria-describedby={control['aria-describedby']}
                aria-invalid={control['aria-invalid']}
                onClick={() => input.current?.click()}
              >
                {t('region.importDialog.choose')}
              </Button>
              <FileName data-empty={file ? undefined : ''}>
                {file ? file.name : t('region.importDialog.noFile')}
              </FileName>
              <HiddenInput
                ref={input}
                type="file"
                tabIndex={-1}
                aria-labelledby={fileLabelId}
                accept={IMPORT_ACCEPT}
                onChange={(event) => {
                  const picked = event.target.files?.[0];
                  event.target.value = '';
                  choose(picked);
                }}
              />
            </Picker>
          )}
        </FormField>
        <FormField label={t('region.importDialog.template')} layout="horizontal" labelWidth="90px">
          {/* A function child: the button keeps its own name ("download the template"). */}
          {() => (
            <Button variant="text" onClick={() => void downloadTemplate()}>
              {t('region.importDialog.download')}
            </Button>
          )}
        </FormField>
        {failure ? (
          // The server's message starts with what happened (导入失败…) and lists each wrong row.
          <Alert type="error">
            <ServerMessage>{failure}</ServerMessage>
          </Alert>
        ) : null}
      </Fields>
    </FormDialog>
  );
}
