import { utf8mb4, type Migration } from '@yayasan/service-kit';

/** Likes, comments (with replies) and notifications, plus the index the trending list sorts on. */
export const m002Interactions: Migration = {
  async up(db) {
    await db.schema.alterTable('blogs', (t) => {
      t.index(['draft', 'total_reads', 'total_likes', 'published_at'], 'blogs_trending_idx');
    });

    await db.schema.createTable('blog_likes', (t) => {
      utf8mb4(t);
      t.integer('blog_pk').unsigned().notNullable().references('id').inTable('blogs').onDelete('CASCADE');
      t.integer('user_id').unsigned().notNullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      // One like per user per article.
      t.primary(['blog_pk', 'user_id']);
      t.index(['user_id'], 'blog_likes_user_idx');
    });

    await db.schema.createTable('comments', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.integer('blog_pk').unsigned().notNullable().references('id').inTable('blogs').onDelete('CASCADE');
      // Null for a top-level comment. Replies are deleted by the service with their parent, so the
      // counters can be adjusted in the same transaction.
      t.integer('parent_id').unsigned().nullable();
      t.integer('commented_by').unsigned().notNullable();
      t.text('comment').notNullable();
      t.timestamp('commented_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.index(['blog_pk', 'parent_id', 'commented_at'], 'comments_blog_parent_idx');
      t.index(['parent_id', 'commented_at'], 'comments_parent_idx');
      t.index(['commented_by'], 'comments_user_idx');
    });

    await db.schema.createTable('notifications', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.string('type', 10).notNullable();
      t.integer('blog_pk').unsigned().notNullable().references('id').inTable('blogs').onDelete('CASCADE');
      // The user who is notified, and the one whose action caused it.
      t.integer('notification_for').unsigned().notNullable();
      t.integer('user_id').unsigned().notNullable();
      t.integer('comment_id').unsigned().nullable().references('id').inTable('comments').onDelete('CASCADE');
      t.integer('replied_on_comment_id').unsigned().nullable().references('id').inTable('comments').onDelete('CASCADE');
      // The one reply written from the notifications page for a comment notification.
      t.integer('reply_id').unsigned().nullable().references('id').inTable('comments').onDelete('SET NULL');
      t.boolean('seen').notNullable().defaultTo(false);
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.index(['notification_for', 'created_at'], 'notifications_for_idx');
      t.index(['notification_for', 'type', 'created_at'], 'notifications_for_type_idx');
      t.index(['notification_for', 'seen'], 'notifications_for_seen_idx');
      t.index(['blog_pk', 'type', 'user_id'], 'notifications_blog_idx');
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('notifications');
    await db.schema.dropTableIfExists('comments');
    await db.schema.dropTableIfExists('blog_likes');
    await db.schema.alterTable('blogs', (t) => t.dropIndex([], 'blogs_trending_idx'));
  },
};
