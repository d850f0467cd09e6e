import { graphql } from '../../core/graphql/graphql';

/**
 * The admin back office's documents about its own desk: contact messages, the mail outbox, the audit log, and mail
 * sent by hand.
 * Every list takes AdminListInput and answers { items, total }; the server checks the admin role on each.
 */

export const AdminContactUssQuery = graphql(`
  query AdminContactUss($list: AdminListInput) {
    listContactUss(list: $list) {
      items {
        id
        fullName
        email
        message
        createdAt
      }
      total
    }
  }
`);

export const AdminOutboxQuery = graphql(`
  query AdminOutbox($list: AdminListInput, $status: MailStatus) {
    listOutboxMails(list: $list, status: $status) {
      items {
        id
        to
        subject
        template
        status
        attempts
        lastError
        createdAt
      }
      total
    }
  }
`);

export const RetryMailMutation = graphql(`
  mutation RetryMail($id: ID!) {
    retryMail(id: $id) {
      id
      status
    }
  }
`);

export const AdminAuditQuery = graphql(`
  query AdminAudit($list: AdminListInput) {
    listAuditLog(list: $list) {
      items {
        id
        actorEmail
        action
        targetType
        targetId
        before
        after
        createdAt
      }
      total
    }
  }
`);

export const SendAdminMailMutation = graphql(`
  mutation SendAdminMail($email: String!, $subject: String!, $message: String!) {
    sendAdminMail(email: $email, subject: $subject, message: $message)
  }
`);
