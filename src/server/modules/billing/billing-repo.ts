import { and, eq, isNull, lt } from 'drizzle-orm';
import type { PlanStatus, PlanTier } from '@/domain/plans';
import type { Database } from '@/server/db/client';
import { checkoutSessions, paymentEvents, users } from '@/server/db/schema';
import type { StoredPlan } from './user-plan';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** What a plan change writes: the plan columns, and the Stripe subscription they describe. */
export interface PlanRecord {
  tier: PlanTier;
  status: PlanStatus;
  periodEnd: Date | null;
  subscriptionId: string | null;
}

/** A learner's plan as read under the row lock, before a change is decided. */
export interface LockedPlan extends StoredPlan {
  stripeSubscriptionId: string | null;
}

export interface Customer extends StoredPlan {
  id: string;
  username: string;
  stripeCustomerId: string | null;
  /** The Stripe subscription the plan on record comes from, if any. */
  stripeSubscriptionId: string | null;
}

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const planColumns = {
  planTier: users.planTier,
  planStatus: users.planStatus,
  planPeriodEnd: users.planPeriodEnd,
  stripeSubscriptionId: users.stripeSubscriptionId,
};

/** The statements a plan change runs inside one transaction. */
function transactionRepo(tx: Executor) {
  return {
    /** The learner's plan, locked until the transaction ends so changes to it are decided one at a time. */
    async lockPlan(userId: string): Promise<LockedPlan | undefined> {
      const [row] = await tx.select(planColumns).from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    /** Records an event as handled; false when it already was, and the caller must then change nothing. */
    async recordEvent(event: { id: string; type: string; userId: string | null; at: Date }): Promise<boolean> {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type, userId: event.userId, receivedAt: event.at })
        .onConflictDoNothing({ target: paymentEvents.id })
        .returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    async savePlan(userId: string, plan: PlanRecord): Promise<void> {
      await tx
        .update(users)
        .set({
          planTier: plan.tier,
          planStatus: plan.status,
          planPeriodEnd: plan.periodEnd,
          stripeSubscriptionId: plan.subscriptionId,
        })
        .where(eq(users.id, userId));
    },

    /** The learner's own checkout session, locked so two payments of it are decided one after the other. */
    async lockCheckoutSession(id: string, userId: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await tx
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)))
        .for('update');
      return row;
    },

    async markCheckoutSessionPaid(id: string, at: Date): Promise<void> {
      await tx.update(checkoutSessions).set({ status: 'paid', paidAt: at }).where(eq(checkoutSessions.id, id));
    },
  };
}
export type BillingTransaction = ReturnType<typeof transactionRepo>;

export function createBillingRepo(db: Database) {
  return {
    async findCustomer(userId: string): Promise<Customer | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          planTier: users.planTier,
          planStatus: users.planStatus,
          planPeriodEnd: users.planPeriodEnd,
          stripeCustomerId: users.stripeCustomerId,
          stripeSubscriptionId: users.stripeSubscriptionId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Stores the learner's Stripe customer unless one is stored already, and answers the one on record: of two
     * simultaneous first checkouts, the first to store its customer wins and the other reuses it.
     */
    async saveStripeCustomer(userId: string, customerId: string): Promise<string | undefined> {
      const [updated] = await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
        .returning({ stripeCustomerId: users.stripeCustomerId });
      if (updated?.stripeCustomerId) return updated.stripeCustomerId;
      const [row] = await db
        .select({ stripeCustomerId: users.stripeCustomerId })
        .from(users)
        .where(eq(users.id, userId));
      return row?.stripeCustomerId ?? undefined;
    },

    async findUserIdByStripeCustomer(customerId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId));
      return row?.id;
    },

    async hasEvent(id: string): Promise<boolean> {
      const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id));
      return row !== undefined;
    },

    async insertCheckoutSession(values: {
      id: string;
      userId: string;
      planType: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(checkoutSessions).values({ ...values, status: 'open' });
    },

    async findCheckoutSession(id: string, userId: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
      return row;
    },

    /** Removes demo sessions never paid whose expiry is before `before`; paid ones stay as the purchase's record. */
    async deleteUnpaidCheckoutSessions(before: Date): Promise<void> {
      await db
        .delete(checkoutSessions)
        .where(and(eq(checkoutSessions.status, 'open'), lt(checkoutSessions.expiresAt, before)));
    },

    transaction<T>(work: (tx: BillingTransaction) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(transactionRepo(tx)));
    },
  };
}
export type BillingRepo = ReturnType<typeof createBillingRepo>;
