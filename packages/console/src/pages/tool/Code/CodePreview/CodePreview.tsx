import type { GeneratedFile } from '@blade-console/blade-client';
import { Button, Dialog, SafeHtml } from '@blade-console/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../../session/client';
import * as S from './CodePreview.styles';
import { highlight } from './highlight';

export interface CodePreviewProps {
  /** The setting whose files are shown; none: closed. */
  codeId: string | undefined;
  onClose: () => void;
}

/** Saves a blob under a file name through a temporary link (the browser's own download). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The files a generation writes, highlighted, with a download of them as a zip. */
export function CodePreview({ codeId, onClose }: CodePreviewProps) {
  const { t } = useTranslation('console');
  const [files, setFiles] = useState<GeneratedFile[]>([]);
  const [active, setActive] = useState(0);
  const [html, setHtml] = useState('');
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    setFiles([]);
    setActive(0);
    if (!codeId) return;
    let live = true;
    client.develop.code.genCodeFiles(codeId).then(
      (answer) => live && setFiles(answer.files),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [codeId, onClose]);

  const file = files[active];
  useEffect(() => {
    setHtml('');
    if (!file) return;
    let live = true;
    void highlight(file).then((value) => live && setHtml(value));
    return () => {
      live = false;
    };
  }, [file]);

  async function download() {
    if (!codeId) return;
    setDownloading(true);
    try {
      const { blob, filename } = await client.develop.code.genCodeZip(codeId);
      saveBlob(blob, filename ?? 'code.zip');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog
      open={!!codeId}
      onOpenChange={(open) => !open && onClose()}
      title={t('code.preview')}
      width="70%"
      footer={
        <Button variant="primary" loading={downloading} disabled={!files.length} onClick={download}>
          {t('code.download')}
        </Button>
      }
    >
      <S.Layout>
        <S.FileList aria-label={t('code.files')}>
          {files.map((each, index) => (
            <li key={each.path}>
              <S.FileButton
                type="button"
                $active={index === active}
                aria-current={index === active}
                onClick={() => setActive(index)}
              >
                {each.path}
              </S.FileButton>
            </li>
          ))}
        </S.FileList>
        <S.Code aria-label={file?.path} data-language={file?.language}>
          {/* highlight.js escapes the text itself; DOMPurify still passes over what it made. */}
          <SafeHtml html={html || escapeHtml(file?.content ?? '')} />
        </S.Code>
      </S.Layout>
    </Dialog>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
