import { useEffect, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { ExternalLink } from '../../icons';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { Bar, Frame, Loading, Root } from './IframePage.styles';
import { isSafeFrameUrl } from './isSafeFrameUrl';

/**
 * Default sandbox: the embedded tools (API docs, report designer) need scripts, forms, pop-ups and
 * their own origin. It never grants `allow-top-navigation`, so an embedded page cannot replace the
 * console. Embedding a page of the console's own origin with these flags lifts the sandbox —
 * pass a stricter `sandbox` for such pages.
 */
export const DEFAULT_IFRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

export interface IframePageProps {
  /** The address to show; only http(s) is embedded, anything else is refused. */
  src: string;
  /** The frame's accessible title (e.g. the menu name). */
  title: string;
  /** CSS height (default: fill the content area). */
  height?: string;
  sandbox?: string;
}

/** Shows an http(s) page inside the console (the menu's iframe route), with a loading state. */
export function IframePage({
  src,
  title,
  height = 'calc(100vh - 160px)',
  sandbox = DEFAULT_IFRAME_SANDBOX,
}: IframePageProps) {
  const { t } = useUiTranslation('ui');
  const [loading, setLoading] = useState(true);
  const safe = isSafeFrameUrl(src);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address shows the spinner again.
  useEffect(() => setLoading(true), [src]);

  if (!safe) {
    return (
      <Alert type="error" title={t('iframe.refused')}>
        {t('iframe.refusedDetail', { url: src })}
      </Alert>
    );
  }
  return (
    <Root $height={height} aria-busy={loading || undefined}>
      {/* A bar of its own: over the frame the link covered the embedded page's own controls. */}
      <Bar>
        <Button size="small" icon={<ExternalLink />} asChild>
          <a href={src} target="_blank" rel="noopener noreferrer">
            {t('iframe.openNew')}
          </a>
        </Button>
      </Bar>
      <Frame
        src={src}
        title={title}
        sandbox={sandbox}
        referrerPolicy="no-referrer"
        onLoad={() => setLoading(false)}
      />
      {loading ? (
        <Loading>
          <Spinner label={t('iframe.loading')} />
        </Loading>
      ) : null}
    </Root>
  );
}
