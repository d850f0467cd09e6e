import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** The visitor chat's documents (issue 12). The visitor's token rides in X-Visitor-Token (visitor-store.ts). */
export const MessageFields = graphql(`
  fragment MessageFields on Message {
    id
    chatId
    text
    userId
    fromMentor
    createdAt
  }
`);

export const CreateVisitorMutation = graphql(`
  mutation CreateVisitor($email: String, $fullName: String, $phone: String, $channels: [NotificationChannel!]) {
    createVisitor(email: $email, fullName: $fullName, phone: $phone, channels: $channels) {
      token
      visitor {
        id
        email
        fullName
        phone
      }
    }
  }
`);

export const ForgetVisitorMutation = graphql(`
  mutation ForgetVisitor {
    forgetVisitor
  }
`);

export const VisitorChatsQuery = graphql(`
  query VisitorChats($id: ID!) {
    getVisitor(id: $id) {
      id
      chats {
        id
        updatedAt
        unreadCount
        mentor {
          id
          firstname
          lastname
        }
      }
    }
  }
`);

export const MentorChatsQuery = graphql(`
  query MentorChats {
    mentorChats {
      id
      updatedAt
      unreadCount
      visitor {
        id
        fullName
        email
        phone
      }
    }
  }
`);

export const CreateChatMutation = graphql(`
  mutation CreateChat($mentorId: ID!) {
    createChat(mentorId: $mentorId) {
      id
    }
  }
`);

export const ChatQuery = graphql(
  `
    query Chat($id: ID!, $after: ID) {
      getChat(id: $id) {
        id
        mentor {
          id
          firstname
          lastname
        }
        visitor {
          id
          fullName
          email
          phone
        }
        messages(after: $after) {
          ...MessageFields
        }
      }
    }
  `,
  [MessageFields],
);

export const CreateMessageMutation = graphql(
  `
    mutation CreateMessage($chatId: ID!, $text: String) {
      createMessage(chatId: $chatId, text: $text) {
        ...MessageFields
      }
    }
  `,
  [MessageFields],
);

export const MarkChatReadMutation = graphql(`
  mutation MarkChatRead($chatId: ID!) {
    markChatRead(chatId: $chatId) {
      id
      unreadCount
    }
  }
`);

export const OnCreateMessageSubscription = graphql(
  `
    subscription OnCreateMessage($chatId: ID) {
      onCreateMessage(chatId: $chatId) {
        ...MessageFields
      }
    }
  `,
  [MessageFields],
);

export type ChatMessage = ResultOf<typeof MessageFields>;
export type ChatDetails = NonNullable<ResultOf<typeof ChatQuery>['getChat']>;
