import { graphql } from '../../../core/graphql/graphql';

/**
 * The admin's documents about the WhatsApp and SMS outbox (issue 24): the deliveries newest first, paged by the
 * server's nextToken and filtered by it; and the retry of a failed one (audited by the server).
 */
export const NotificationDeliveriesQuery = graphql(`
  query NotificationDeliveries(
    $limit: Int
    $nextToken: String
    $channel: DeliveryChannel
    $status: DeliveryStatus
    $to: String
  ) {
    notificationDeliveries(limit: $limit, nextToken: $nextToken, channel: $channel, status: $status, to: $to) {
      nextToken
      items {
        id
        channel
        to
        template
        text
        status
        attempts
        providerMessageId
        lastError
        createdAt
        sentAt
      }
    }
  }
`);

export const RetryNotificationDeliveryMutation = graphql(`
  mutation RetryNotificationDelivery($id: ID!) {
    retryNotificationDelivery(id: $id) {
      id
      status
      attempts
      lastError
    }
  }
`);
