export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}
