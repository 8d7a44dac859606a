; Declarations in Go. Methods also capture their receiver's type name.

(function_declaration name: (_) @name) @definition.function
(method_declaration
  receiver: (parameter_list
    (parameter_declaration
      type: [
        (type_identifier) @receiver
        (pointer_type (type_identifier) @receiver)
        (generic_type type: (type_identifier) @receiver)
        (pointer_type (generic_type type: (type_identifier) @receiver))
      ]))
  name: (_) @name) @definition.method
(method_declaration name: (_) @name) @definition.method

(type_spec name: (_) @name type: (struct_type)) @definition.struct
(type_spec name: (_) @name type: (interface_type)) @definition.interface
(type_spec name: (_) @name) @definition.type
(type_alias name: (_) @name) @definition.type

(source_file (const_declaration (const_spec name: (_) @name) @definition.const))
(source_file (var_declaration (var_spec name: (_) @name) @definition.variable))
