/** Where the assignee's profile is set up, then back to the wizard (docs/product.md §2). */
export const DASHBOARD_FOR_WIZARD = '/dashboard?redirectTo=wizard';
