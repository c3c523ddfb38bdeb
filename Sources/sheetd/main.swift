print("sheetd")
