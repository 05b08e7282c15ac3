import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useBootTranslation } from '../../i18n/translation';
import { CircleAlert, CircleCheck, CircleX, Info, X } from '../../utils/formGlyphs';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { type AlertType, Close, Content, Description, Icon, Root, Title } from './Alert.styles';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type?: AlertType;
  title?: ReactNode;
  /** Show the type icon (default true). */
  showIcon?: boolean;
  /** Shows a dismiss button that calls `onClose`; the parent removes the alert. */
  onClose?: () => void;
  ref?: Ref<HTMLDivElement>;
}

const icons: Record<AlertType, ReactNode> = {
  success: <CircleCheck aria-hidden="true" />,
  warning: <CircleAlert aria-hidden="true" />,
  error: <CircleX aria-hidden="true" />,
  info: <Info aria-hidden="true" />,
};

/**
 * An inline message. Errors use `role="alert"` (announced at once); the others `role="status"`
 * (announced politely), so a page with several alerts does not shout.
 */
export function Alert({ type = 'info', title, showIcon = true, onClose, children, ...rest }: AlertProps) {
  const { t } = useBootTranslation();
  return (
    <Root $type={type} role={type === 'error' ? 'alert' : 'status'} {...rest}>
      {showIcon ? <Icon>{icons[type]}</Icon> : null}
      <Content>
        {/* Colour and icon carry the type visually; say it in words for screen readers. */}
        {title == null ? <VisuallyHidden>{t(`alert.${type}`)}: </VisuallyHidden> : null}
        {title != null ? <Title>{title}</Title> : null}
        {children != null ? <Description $withTitle={title != null}>{children}</Description> : null}
      </Content>
      {onClose ? (
        <Close type="button" aria-label={t('alert.dismiss')} onClick={onClose}>
          <X aria-hidden="true" />
        </Close>
      ) : null}
    </Root>
  );
}
