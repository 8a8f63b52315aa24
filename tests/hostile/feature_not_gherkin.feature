def main():
    print('this is python')
