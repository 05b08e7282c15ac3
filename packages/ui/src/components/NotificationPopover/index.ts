export {
  type NotificationItem,
  type NotificationKind,
  NotificationPopover,
  type NotificationPopoverProps,
  type NotificationStatus,
} from './NotificationPopover';
