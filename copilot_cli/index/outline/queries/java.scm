; Declarations in Java.

(class_declaration name: (_) @name) @definition.class
(interface_declaration name: (_) @name) @definition.interface
(enum_declaration name: (_) @name) @definition.enum
(record_declaration name: (_) @name) @definition.record
(annotation_type_declaration name: (_) @name) @definition.interface
(constructor_declaration name: (_) @name) @definition.constructor
(compact_constructor_declaration name: (_) @name) @definition.constructor
(method_declaration name: (_) @name) @definition.method
(annotation_type_element_declaration name: (_) @name) @definition.method
