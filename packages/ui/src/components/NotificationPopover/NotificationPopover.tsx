import { Bell, Mail, Megaphone, MessageSquare } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Popover } from '../Popover';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { ToolButton } from '../TopBar/ToolButton';
import { Entry, EntryIcon, EntryText, Items, More } from './NotificationPopover.styles';

export type NotificationKind = 'mail' | 'message' | 'notice';

/** Demo notice delay of SPEC §9: "load more" answers after 1 s. */
export const NOTIFICATION_LOAD_DELAY = 1000;

const kinds: readonly NotificationKind[] = ['mail', 'message', 'notice'];
const demoKeys = ['a', 'b', 'c'] as const;
const kindIcons: Record<NotificationKind, ReactNode> = {
  mail: <Mail aria-hidden="true" />,
  message: <MessageSquare aria-hidden="true" />,
  notice: <Megaphone aria-hidden="true" />,
};
/** The demo has two pages per tab; after the second, "no more". */
const DEMO_PAGES = 2;

/** The demo entries of the first `pages` pages (each page repeats the three demo items). */
function entriesOf(pages: number) {
  const out: { id: string; key: (typeof demoKeys)[number] }[] = [];
  for (let page = 1; page <= pages; page++)
    for (const key of demoKeys) out.push({ id: `${page}-${key}`, key });
  return out;
}

export interface NotificationPopoverProps {
  /** Shows the unread dot on the bell (default true). */
  dot?: boolean;
  /** Delay of the faked "load more" (default 1000 ms). */
  loadDelay?: number;
  defaultTab?: NotificationKind;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The bell of the top bar: a popover with tabs for mail, messages and notices. The content is
 * static demo data from the i18n strings (SPEC §2: the product has no notification API yet), and
 * "load more" appends a second page after one second.
 */
export function NotificationPopover({
  dot = true,
  loadDelay = NOTIFICATION_LOAD_DELAY,
  defaultTab = 'mail',
  open,
  onOpenChange,
}: NotificationPopoverProps) {
  const { t } = useUiTranslation('ui');
  const [pages, setPages] = useState<Record<NotificationKind, number>>({ mail: 1, message: 1, notice: 1 });
  const [loading, setLoading] = useState<NotificationKind | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = (kind: NotificationKind) => {
    setLoading(kind);
    timer.current = setTimeout(() => {
      setPages((prev) => ({ ...prev, [kind]: prev[kind] + 1 }));
      setLoading(null);
    }, loadDelay);
  };

  const label = dot ? `${t('notification.label')}，${t('notification.unread')}` : t('notification.label');
  return (
    <Popover
      aria-label={t('notification.label')}
      width="340px"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <ToolButton type="button" aria-label={label}>
          <Badge dot={dot}>
            <Bell aria-hidden="true" />
          </Badge>
        </ToolButton>
      }
    >
      <Tabs defaultValue={defaultTab}>
        <TabsList stretch aria-label={t('notification.label')}>
          {kinds.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {t(`notification.tabs.${kind}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {kinds.map((kind) => (
          <TabsContent key={kind} value={kind}>
            <Items aria-busy={loading === kind || undefined}>
              {entriesOf(pages[kind]).map(({ id, key }) => (
                <Entry key={id}>
                  <EntryIcon>{kindIcons[kind]}</EntryIcon>
                  <EntryText>
                    <p>{t(`notification.demo.${kind}.${key}.title`)}</p>
                    <p>{t(`notification.demo.${kind}.${key}.time`)}</p>
                  </EntryText>
                </Entry>
              ))}
            </Items>
            <More>
              {pages[kind] >= DEMO_PAGES ? (
                <span role="status">{t('notification.noMore')}</span>
              ) : (
                <Button variant="text" size="small" loading={loading === kind} onClick={() => loadMore(kind)}>
                  {t('notification.loadMore')}
                </Button>
              )}
            </More>
          </TabsContent>
        ))}
      </Tabs>
    </Popover>
  );
}
