import { CreateReviews1769800000000 } from './1769800000000-create-reviews.js';

/** The reviews service's migrations, oldest first (`synchronize` is off). */
export const reviewsMigrations = [CreateReviews1769800000000];
