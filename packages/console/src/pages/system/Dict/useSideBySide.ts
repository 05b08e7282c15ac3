import { useInnerWidth } from '@blade-console/ui';
import { useCallback, useRef, useState } from 'react';
import type { DictLayout } from './columns';
import { sideBySideColumns } from './dictLayout';

/**
 * The dictionary page's two tables side by side or stacked (sideBySideColumns), from the layout's
 * width and the widest the dictionaries' table has needed in the page's language: a search or a
 * page of short codes does not move the items beside it and back again. `layoutRef` goes on the
 * grid, `template` in its style, `onWidthNeeded` on the dictionaries' CrudTable.
 */
export function useSideBySide(layout: DictLayout, language: string) {
  const layoutRef = useRef<HTMLDivElement>(null);
  const layoutWidth = useInnerWidth(layoutRef);
  const [need, setNeed] = useState<{ language: string; width: number }>();
  const onWidthNeeded = useCallback(
    (width: number) =>
      setNeed((known) =>
        known?.language === language && known.width >= width ? known : { language, width },
      ),
    [language],
  );
  const horizontal = layout === 'horizontal';
  const parentsNeed = need?.language === language ? need.width : undefined;
  return {
    layoutRef,
    template: horizontal ? sideBySideColumns(layoutWidth, parentsNeed) : undefined,
    onWidthNeeded: horizontal ? onWidthNeeded : undefined,
  };
}
