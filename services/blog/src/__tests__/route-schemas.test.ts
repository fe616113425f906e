import type { RouteOptions } from 'fastify';
import { routeContractProblems, routeNames, serviceRoutes } from '@yayasan/service-kit/testing';
import app from '../app';

describe('blog routes', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = await serviceRoutes({ name: 'blog', app });
  });

  it('are exactly these', () => {
    expect(routeNames(routes).sort()).toEqual([
      'GET /audit-blog',
      'GET /audit-blog/export.csv',
      'GET /new-notification',
      'GET /notifications/donation-preference',
      'GET /notifications/stream',
      'GET /published-blogs',
      'GET /published-blogs/:blog_id',
      'GET /trending-blogs',
      'POST /add-comment',
      'POST /all-latest-blogs-count',
      'POST /all-notifications-count',
      'POST /campaign-news-notifications',
      'POST /create-blog',
      'POST /delete-blog',
      'POST /delete-comment',
      'POST /get-blog',
      'POST /get-blog-comments',
      'POST /get-replies',
      'POST /isliked-by-user',
      'POST /latest-blogs',
      'POST /like-blog',
      'POST /notifications',
      'POST /search-blogs',
      'POST /search-blogs-count',
      'POST /user-written-blogs',
      'POST /user-written-blogs-count',
      'PUT /notifications/donation-preference',
    ]);
  });

  it('each declare their whole contract: summary, tag, request parts, success and error answers', () => {
    expect(routeContractProblems(routes)).toEqual([]);
  });
});
