import type { OnApplicationShutdown } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { ComposedEmail } from './email-message.js';

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  /** Emails sent at the same time (pooled SMTP connections). */
  connections: number;
}

/**
 * Why a try failed, in words safe to keep and show an admin: nodemailer's error code, the
 * server's reply code and the SMTP command, never the reply's text (it may quote the address).
 */
export class SendFailure extends Error {
  constructor(
    readonly reason: string,
    /** A 5xx reply: the server refused this message for good; trying again will not help. */
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'SendFailure';
  }
}

/** The SMTP client (nodemailer, pooled): one per replica, closed on shutdown. */
export class Mailer implements OnApplicationShutdown {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(private readonly options: MailerOptions) {
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.connections,
      // A mail server that is down is found out in seconds, not minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  /** Sends one email; resolves once the server has taken it (250), else throws a SendFailure. */
  async send(email: ComposedEmail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: { name: email.to.name, address: email.to.address },
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        // The language the email is written in, for mail readers that offer to translate.
        headers: { 'Content-Language': email.language },
      });
    } catch (error) {
      throw describeFailure(error);
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

function describeFailure(error: unknown): SendFailure {
  const details = error as { code?: unknown; responseCode?: unknown; command?: unknown };
  const code = typeof details.code === 'string' ? details.code : 'ESEND';
  const reply = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  const command = typeof details.command === 'string' ? details.command.split(' ')[0] : undefined;
  const reason = [code, reply, command && `(${command})`].filter(Boolean).join(' ');
  return new SendFailure(reason, reply !== undefined && reply >= 500 && reply < 600);
}
