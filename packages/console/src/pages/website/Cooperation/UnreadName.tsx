import { VisuallyHidden, vars } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  &[data-unread] { font-weight: ${vars.fontWeight.semibold}; }
`;

const Text = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  flex: none;
  border-radius: ${vars.radius.full};
  background: ${vars.color.danger};
`;

/**
 * The sender's name in the inbox. An unread message stands out three ways, not by colour alone:
 * bold, a dot before the name, and the word "unread" for screen readers.
 */
export function UnreadName({ name, unread }: { name: string; unread: boolean }) {
  const { t } = useTranslation('console');
  return (
    <Name data-unread={unread ? '' : undefined} title={name}>
      {unread ? <Dot aria-hidden="true" /> : null}
      {unread ? <VisuallyHidden>{t('website.inbox.unread')}: </VisuallyHidden> : null}
      <Text>{name}</Text>
    </Name>
  );
}
