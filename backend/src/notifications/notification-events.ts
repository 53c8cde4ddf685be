/** Emitted after the commit that wrote these notifications: their e-mails can be queued. */
export const NOTIFICATIONS_CREATED = 'notifications.created';

export interface NotificationsCreatedEvent {
  ids: number[];
}
