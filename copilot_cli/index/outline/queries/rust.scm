; Declarations in Rust. impl blocks are named after the type they implement.

(mod_item name: (_) @name) @definition.module
(struct_item name: (_) @name) @definition.struct
(union_item name: (_) @name) @definition.union
(enum_item name: (_) @name) @definition.enum
(trait_item name: (_) @name) @definition.trait
(impl_item type: (_) @name) @definition.impl
(function_item name: (_) @name) @definition.function
(function_signature_item name: (_) @name) @definition.function
(type_item name: (_) @name) @definition.type
(const_item name: (_) @name) @definition.const
(static_item name: (_) @name) @definition.variable
(macro_definition name: (_) @name) @definition.macro
