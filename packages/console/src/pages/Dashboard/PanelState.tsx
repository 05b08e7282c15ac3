import { Alert, Button, Empty, Skeleton } from '@blade-console/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Figure } from './useFigure';

interface PanelStateProps<T> {
  figure: Figure<T>;
  /** Whether the loaded figure has nothing to show. */
  isEmpty(data: T): boolean;
  /** What the empty panel says. */
  empty: string;
  /** What the panel says when loading failed. */
  failed: string;
  children(data: T): ReactNode;
}

/** A panel's body in each of its states: a skeleton, a failure with a retry, empty, or its content. */
export function PanelState<T>({ figure, isEmpty, empty, failed, children }: PanelStateProps<T>) {
  const { t } = useTranslation('console');
  if (figure.status === 'error')
    return (
      <Alert type="error" title={failed}>
        <Button size="small" onClick={figure.reload}>
          {t('dashboard.retry')}
        </Button>
      </Alert>
    );
  if (figure.status === 'loading' || figure.data === undefined) return <Skeleton rows={4} title={false} />;
  if (isEmpty(figure.data)) return <Empty compact description={empty} />;
  return <>{children(figure.data)}</>;
}
