export * from './tenants';
export * from './users';
export * from './signup';
export * from './inquiries';
export * from './account';
export * from './files';
