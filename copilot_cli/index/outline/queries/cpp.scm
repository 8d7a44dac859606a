; Declarations in C and C++. Function names sit inside declarators, possibly
; behind pointers/references; qualified names (Foo::bar) are split later.

(namespace_definition name: (_) @name) @definition.namespace
(class_specifier name: (_) @name body: (_)) @definition.class
(struct_specifier name: (_) @name body: (_)) @definition.struct
(union_specifier name: (_) @name body: (_)) @definition.union
(enum_specifier name: (_) @name body: (_)) @definition.enum

(function_definition
  declarator: (function_declarator declarator: (_) @name)) @definition.function
(function_definition
  declarator: (_ declarator: (function_declarator declarator: (_) @name))) @definition.function
(function_definition
  declarator: (_ (_ declarator: (function_declarator declarator: (_) @name)))) @definition.function

; declarations of methods inside a class body: void run();
(field_declaration_list
  (declaration declarator: (function_declarator declarator: (_) @name)) @definition.function)
(field_declaration_list
  (field_declaration declarator: (function_declarator declarator: (_) @name)) @definition.function)

(type_definition declarator: (type_identifier) @name) @definition.type
(alias_declaration name: (_) @name) @definition.type
(preproc_function_def name: (_) @name) @definition.macro
(preproc_def name: (_) @name) @definition.macro
