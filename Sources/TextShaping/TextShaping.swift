// TextShaping
