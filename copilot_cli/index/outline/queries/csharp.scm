; Declarations in C#.

(namespace_declaration name: (_) @name) @definition.namespace
(file_scoped_namespace_declaration name: (_) @name) @definition.namespace
(class_declaration name: (_) @name) @definition.class
(interface_declaration name: (_) @name) @definition.interface
(struct_declaration name: (_) @name) @definition.struct
(record_declaration name: (_) @name) @definition.record
(enum_declaration name: (_) @name) @definition.enum
(delegate_declaration name: (_) @name) @definition.type
(constructor_declaration name: (_) @name) @definition.constructor
(destructor_declaration name: (_) @name) @definition.method
(method_declaration name: (_) @name) @definition.method
(operator_declaration) @definition.method
(property_declaration name: (_) @name) @definition.property
(indexer_declaration) @definition.property
(event_declaration name: (_) @name) @definition.event
(event_field_declaration (variable_declaration (variable_declarator name: (_) @name))) @definition.event
