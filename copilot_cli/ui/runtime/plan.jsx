const PLAN = (() => {
  const operations = OPERATIONS.map(hydrateOperation);
  const resources = RESOURCES.map(hydrateResource);
  return {
    ...hydrateApp(API),
    operations,
    resources,
    operationsById: Object.fromEntries(operations.map((op) => [op.id, op])),
    resourcesById: Object.fromEntries(resources.map((r) => [r.id, r]))
  };
})();
