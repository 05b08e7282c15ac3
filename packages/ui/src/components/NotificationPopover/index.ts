export {
  NOTIFICATION_LOAD_DELAY,
  type NotificationKind,
  NotificationPopover,
  type NotificationPopoverProps,
} from './NotificationPopover';
