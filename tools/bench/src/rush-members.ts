// The members of the deadline rush, registered through the gateway as members register: from
// several local addresses (127.0.20.x on loopback), because registration is throttled per address
// (identity's registration rule: 20 per address per hour) and the bench keeps that production
// rule as it is. Each address then also stays under the gateway's 64 connections per address.
import type { LoginResponse } from '@portal/contract';
import { Agent, request } from 'undici';

/** Identity's registration rule (services/identity/src/throttle/throttle-rules.ts). */
const registrationsPerAddress = 20;
/** Registrations in flight: each costs an argon2id hash, and identity queues 32 per core at most. */
const registeringAtOnce = 16;

export interface RushMember {
  index: number;
  token: string;
  /** Connections from this member's local address (shared with the others of that address). */
  agent: Agent;
}

export interface RushMembers {
  members: RushMember[];
  addresses: string[];
  close(): Promise<void>;
}

/** Registers `count` members through the gateway, `registrationsPerAddress` per local address. */
export async function registerRushMembers(gateway: string, count: number): Promise<RushMembers> {
  const addresses = Array.from(
    { length: Math.ceil(count / registrationsPerAddress) },
    (_, index) => `127.0.20.${index + 1}`,
  );
  const agents = addresses.map((localAddress) => new Agent({ localAddress }));
  const agentOf = (index: number): Agent => {
    const agent = agents[Math.floor(index / registrationsPerAddress)];
    if (!agent) throw new Error(`no local address for member ${index + 1}`);
    return agent;
  };
  const members: RushMember[] = [];
  try {
    for (let first = 0; first < count; first += registeringAtOnce) {
      const batch = Array.from(
        { length: Math.min(registeringAtOnce, count - first) },
        (_, offset) => first + offset,
      );
      members.push(
        ...(await Promise.all(
          batch.map(async (index) => ({
            index,
            token: await register(gateway, index, agentOf(index)),
            agent: agentOf(index),
          })),
        )),
      );
    }
  } catch (error) {
    await Promise.all(agents.map((agent) => agent.close()));
    throw error;
  }
  return {
    members,
    addresses,
    close: async () => {
      await Promise.all(agents.map((agent) => agent.close()));
    },
  };
}

async function register(gateway: string, index: number, agent: Agent): Promise<string> {
  const answer = await request(`${gateway}/api/users/register`, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Rush',
      lastName: `Member ${index + 1}`,
      email: `rush.member.${index + 1}@bench.example`,
      cardNumber: `RS-RUSH-${index + 1}`,
      password: `rush member password ${index + 1}`,
    }),
  });
  if (answer.statusCode !== 201 && answer.statusCode !== 200) {
    // The status is enough to tell why (429: the throttle); the body may echo what was sent.
    await answer.body.dump();
    throw new Error(`could not register rush member ${index + 1}: ${answer.statusCode}`);
  }
  return ((await answer.body.json()) as LoginResponse).token;
}
